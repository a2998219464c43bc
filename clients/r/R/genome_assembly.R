#' Create a new GenomeAssembly
#'
#' @description
#' GenomeAssembly Class
#'
#' @docType class
#' @title GenomeAssembly
#' @description GenomeAssembly Class
#' @format An \code{R6Class} generator object
#' @field accession  character
#' @field assemblyLevel  \link{AssemblyLevel}
#' @field genomeSizeMb  numeric
#' @field scaffoldCount  integer
#' @field contigCount  integer
#' @field gcContent GC content in percent. numeric
#' @field chromosomeCount Chromosome-level sequences of the assembly as NCBI counts them. integer
#' @field chromosomeNumber Chromosome number Wright et al. 2024 (Nature Ecology & Evolution 8:749, Table S1) state for the assembly; null when the table does not list it. Often one lower than `chromosomeCount`, which counts every chromosome-level sequence NCBI lists. integer
#' @field percentInChromosomes Share of the assembly placed in chromosomes, percent (Wright et al. 2024, Table S1); null when not stated. numeric
#' @field scaffoldN50 Display text with unit. character
#' @field contigN50 Display text with unit. character
#' @field totalGapLengthMb  numeric
#' @field annotationMethod  character
#' @field submitter  character
#' @field submissionDate  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
GenomeAssembly <- R6::R6Class(
  "GenomeAssembly",
  public = list(
    `accession` = NULL,
    `assemblyLevel` = NULL,
    `genomeSizeMb` = NULL,
    `scaffoldCount` = NULL,
    `contigCount` = NULL,
    `gcContent` = NULL,
    `chromosomeCount` = NULL,
    `chromosomeNumber` = NULL,
    `percentInChromosomes` = NULL,
    `scaffoldN50` = NULL,
    `contigN50` = NULL,
    `totalGapLengthMb` = NULL,
    `annotationMethod` = NULL,
    `submitter` = NULL,
    `submissionDate` = NULL,

    #' @description
    #' Initialize a new GenomeAssembly class.
    #'
    #' @param accession accession
    #' @param assemblyLevel assemblyLevel
    #' @param genomeSizeMb genomeSizeMb
    #' @param scaffoldCount scaffoldCount
    #' @param contigCount contigCount
    #' @param gcContent GC content in percent.
    #' @param chromosomeCount Chromosome-level sequences of the assembly as NCBI counts them.
    #' @param chromosomeNumber Chromosome number Wright et al. 2024 (Nature Ecology & Evolution 8:749, Table S1) state for the assembly; null when the table does not list it. Often one lower than `chromosomeCount`, which counts every chromosome-level sequence NCBI lists.
    #' @param percentInChromosomes Share of the assembly placed in chromosomes, percent (Wright et al. 2024, Table S1); null when not stated.
    #' @param scaffoldN50 Display text with unit.
    #' @param contigN50 Display text with unit.
    #' @param totalGapLengthMb totalGapLengthMb
    #' @param annotationMethod annotationMethod
    #' @param submitter submitter
    #' @param submissionDate submissionDate
    #' @param ... Other optional arguments.
    initialize = function(`accession`, `assemblyLevel`, `genomeSizeMb`, `scaffoldCount`, `contigCount`, `gcContent`, `chromosomeCount`, `chromosomeNumber`, `percentInChromosomes`, `scaffoldN50`, `contigN50`, `totalGapLengthMb`, `annotationMethod`, `submitter`, `submissionDate`, ...) {
      if (!missing(`accession`)) {
        if (!(is.character(`accession`) && length(`accession`) == 1)) {
          stop(paste("Error! Invalid data for `accession`. Must be a string:", `accession`))
        }
        self$`accession` <- `accession`
      }
      if (!missing(`assemblyLevel`)) {
        if (!(`assemblyLevel` %in% c())) {
          stop(paste("Error! \"", `assemblyLevel`, "\" cannot be assigned to `assemblyLevel`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`assemblyLevel`))
        self$`assemblyLevel` <- `assemblyLevel`
      }
      if (!missing(`genomeSizeMb`)) {
        self$`genomeSizeMb` <- `genomeSizeMb`
      }
      if (!missing(`scaffoldCount`)) {
        if (!(is.numeric(`scaffoldCount`) && length(`scaffoldCount`) == 1)) {
          stop(paste("Error! Invalid data for `scaffoldCount`. Must be an integer:", `scaffoldCount`))
        }
        self$`scaffoldCount` <- `scaffoldCount`
      }
      if (!missing(`contigCount`)) {
        if (!(is.numeric(`contigCount`) && length(`contigCount`) == 1)) {
          stop(paste("Error! Invalid data for `contigCount`. Must be an integer:", `contigCount`))
        }
        self$`contigCount` <- `contigCount`
      }
      if (!missing(`gcContent`)) {
        self$`gcContent` <- `gcContent`
      }
      if (!missing(`chromosomeCount`)) {
        if (!(is.numeric(`chromosomeCount`) && length(`chromosomeCount`) == 1)) {
          stop(paste("Error! Invalid data for `chromosomeCount`. Must be an integer:", `chromosomeCount`))
        }
        self$`chromosomeCount` <- `chromosomeCount`
      }
      if (!missing(`chromosomeNumber`)) {
        if (!(is.numeric(`chromosomeNumber`) && length(`chromosomeNumber`) == 1)) {
          stop(paste("Error! Invalid data for `chromosomeNumber`. Must be an integer:", `chromosomeNumber`))
        }
        self$`chromosomeNumber` <- `chromosomeNumber`
      }
      if (!missing(`percentInChromosomes`)) {
        self$`percentInChromosomes` <- `percentInChromosomes`
      }
      if (!missing(`scaffoldN50`)) {
        if (!(is.character(`scaffoldN50`) && length(`scaffoldN50`) == 1)) {
          stop(paste("Error! Invalid data for `scaffoldN50`. Must be a string:", `scaffoldN50`))
        }
        self$`scaffoldN50` <- `scaffoldN50`
      }
      if (!missing(`contigN50`)) {
        if (!(is.character(`contigN50`) && length(`contigN50`) == 1)) {
          stop(paste("Error! Invalid data for `contigN50`. Must be a string:", `contigN50`))
        }
        self$`contigN50` <- `contigN50`
      }
      if (!missing(`totalGapLengthMb`)) {
        self$`totalGapLengthMb` <- `totalGapLengthMb`
      }
      if (!missing(`annotationMethod`)) {
        if (!(is.character(`annotationMethod`) && length(`annotationMethod`) == 1)) {
          stop(paste("Error! Invalid data for `annotationMethod`. Must be a string:", `annotationMethod`))
        }
        self$`annotationMethod` <- `annotationMethod`
      }
      if (!missing(`submitter`)) {
        if (!(is.character(`submitter`) && length(`submitter`) == 1)) {
          stop(paste("Error! Invalid data for `submitter`. Must be a string:", `submitter`))
        }
        self$`submitter` <- `submitter`
      }
      if (!missing(`submissionDate`)) {
        if (!(is.character(`submissionDate`) && length(`submissionDate`) == 1)) {
          stop(paste("Error! Invalid data for `submissionDate`. Must be a string:", `submissionDate`))
        }
        self$`submissionDate` <- `submissionDate`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return GenomeAssembly as a base R list.
    #' @examples
    #' # convert array of GenomeAssembly (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert GenomeAssembly to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      GenomeAssemblyObject <- list()
      if (!is.null(self$`accession`)) {
        GenomeAssemblyObject[["accession"]] <-
          self$`accession`
      }
      if (!is.null(self$`assemblyLevel`)) {
        GenomeAssemblyObject[["assemblyLevel"]] <-
          self$extractSimpleType(self$`assemblyLevel`)
      }
      if (!is.null(self$`genomeSizeMb`)) {
        GenomeAssemblyObject[["genomeSizeMb"]] <-
          self$`genomeSizeMb`
      }
      if (!is.null(self$`scaffoldCount`)) {
        GenomeAssemblyObject[["scaffoldCount"]] <-
          self$`scaffoldCount`
      }
      if (!is.null(self$`contigCount`)) {
        GenomeAssemblyObject[["contigCount"]] <-
          self$`contigCount`
      }
      if (!is.null(self$`gcContent`)) {
        GenomeAssemblyObject[["gcContent"]] <-
          self$`gcContent`
      }
      if (!is.null(self$`chromosomeCount`)) {
        GenomeAssemblyObject[["chromosomeCount"]] <-
          self$`chromosomeCount`
      }
      if (!is.null(self$`chromosomeNumber`)) {
        GenomeAssemblyObject[["chromosomeNumber"]] <-
          self$`chromosomeNumber`
      }
      if (!is.null(self$`percentInChromosomes`)) {
        GenomeAssemblyObject[["percentInChromosomes"]] <-
          self$`percentInChromosomes`
      }
      if (!is.null(self$`scaffoldN50`)) {
        GenomeAssemblyObject[["scaffoldN50"]] <-
          self$`scaffoldN50`
      }
      if (!is.null(self$`contigN50`)) {
        GenomeAssemblyObject[["contigN50"]] <-
          self$`contigN50`
      }
      if (!is.null(self$`totalGapLengthMb`)) {
        GenomeAssemblyObject[["totalGapLengthMb"]] <-
          self$`totalGapLengthMb`
      }
      if (!is.null(self$`annotationMethod`)) {
        GenomeAssemblyObject[["annotationMethod"]] <-
          self$`annotationMethod`
      }
      if (!is.null(self$`submitter`)) {
        GenomeAssemblyObject[["submitter"]] <-
          self$`submitter`
      }
      if (!is.null(self$`submissionDate`)) {
        GenomeAssemblyObject[["submissionDate"]] <-
          self$`submissionDate`
      }
      return(GenomeAssemblyObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeAssembly
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeAssembly
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`accession`)) {
        self$`accession` <- this_object$`accession`
      }
      if (!is.null(this_object$`assemblyLevel`)) {
        `assemblylevel_object` <- AssemblyLevel$new()
        `assemblylevel_object`$fromJSON(jsonlite::toJSON(this_object$`assemblyLevel`, auto_unbox = TRUE, digits = NA))
        self$`assemblyLevel` <- `assemblylevel_object`
      }
      if (!is.null(this_object$`genomeSizeMb`)) {
        self$`genomeSizeMb` <- this_object$`genomeSizeMb`
      }
      if (!is.null(this_object$`scaffoldCount`)) {
        self$`scaffoldCount` <- this_object$`scaffoldCount`
      }
      if (!is.null(this_object$`contigCount`)) {
        self$`contigCount` <- this_object$`contigCount`
      }
      if (!is.null(this_object$`gcContent`)) {
        self$`gcContent` <- this_object$`gcContent`
      }
      if (!is.null(this_object$`chromosomeCount`)) {
        self$`chromosomeCount` <- this_object$`chromosomeCount`
      }
      if (!is.null(this_object$`chromosomeNumber`)) {
        self$`chromosomeNumber` <- this_object$`chromosomeNumber`
      }
      if (!is.null(this_object$`percentInChromosomes`)) {
        self$`percentInChromosomes` <- this_object$`percentInChromosomes`
      }
      if (!is.null(this_object$`scaffoldN50`)) {
        self$`scaffoldN50` <- this_object$`scaffoldN50`
      }
      if (!is.null(this_object$`contigN50`)) {
        self$`contigN50` <- this_object$`contigN50`
      }
      if (!is.null(this_object$`totalGapLengthMb`)) {
        self$`totalGapLengthMb` <- this_object$`totalGapLengthMb`
      }
      if (!is.null(this_object$`annotationMethod`)) {
        self$`annotationMethod` <- this_object$`annotationMethod`
      }
      if (!is.null(this_object$`submitter`)) {
        self$`submitter` <- this_object$`submitter`
      }
      if (!is.null(this_object$`submissionDate`)) {
        self$`submissionDate` <- this_object$`submissionDate`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return GenomeAssembly in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeAssembly
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeAssembly
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`accession` <- this_object$`accession`
      self$`assemblyLevel` <- AssemblyLevel$new()$fromJSON(jsonlite::toJSON(this_object$`assemblyLevel`, auto_unbox = TRUE, digits = NA))
      self$`genomeSizeMb` <- this_object$`genomeSizeMb`
      self$`scaffoldCount` <- this_object$`scaffoldCount`
      self$`contigCount` <- this_object$`contigCount`
      self$`gcContent` <- this_object$`gcContent`
      self$`chromosomeCount` <- this_object$`chromosomeCount`
      self$`chromosomeNumber` <- this_object$`chromosomeNumber`
      self$`percentInChromosomes` <- this_object$`percentInChromosomes`
      self$`scaffoldN50` <- this_object$`scaffoldN50`
      self$`contigN50` <- this_object$`contigN50`
      self$`totalGapLengthMb` <- this_object$`totalGapLengthMb`
      self$`annotationMethod` <- this_object$`annotationMethod`
      self$`submitter` <- this_object$`submitter`
      self$`submissionDate` <- this_object$`submissionDate`
      self
    },

    #' @description
    #' Validate JSON input with respect to GenomeAssembly and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `accession`
      if (!is.null(input_json$`accession`)) {
        if (!(is.character(input_json$`accession`) && length(input_json$`accession`) == 1)) {
          stop(paste("Error! Invalid data for `accession`. Must be a string:", input_json$`accession`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `accession` is missing."))
      }
      # check the required field `assemblyLevel`
      if (!is.null(input_json$`assemblyLevel`)) {
        stopifnot(R6::is.R6(input_json$`assemblyLevel`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `assemblyLevel` is missing."))
      }
      # check the required field `genomeSizeMb`
      if (!is.null(input_json$`genomeSizeMb`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `genomeSizeMb` is missing."))
      }
      # check the required field `scaffoldCount`
      if (!is.null(input_json$`scaffoldCount`)) {
        if (!(is.numeric(input_json$`scaffoldCount`) && length(input_json$`scaffoldCount`) == 1)) {
          stop(paste("Error! Invalid data for `scaffoldCount`. Must be an integer:", input_json$`scaffoldCount`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `scaffoldCount` is missing."))
      }
      # check the required field `contigCount`
      if (!is.null(input_json$`contigCount`)) {
        if (!(is.numeric(input_json$`contigCount`) && length(input_json$`contigCount`) == 1)) {
          stop(paste("Error! Invalid data for `contigCount`. Must be an integer:", input_json$`contigCount`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `contigCount` is missing."))
      }
      # check the required field `gcContent`
      if (!is.null(input_json$`gcContent`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `gcContent` is missing."))
      }
      # check the required field `chromosomeCount`
      if (!is.null(input_json$`chromosomeCount`)) {
        if (!(is.numeric(input_json$`chromosomeCount`) && length(input_json$`chromosomeCount`) == 1)) {
          stop(paste("Error! Invalid data for `chromosomeCount`. Must be an integer:", input_json$`chromosomeCount`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `chromosomeCount` is missing."))
      }
      # check the required field `chromosomeNumber`
      if (!is.null(input_json$`chromosomeNumber`)) {
        if (!(is.numeric(input_json$`chromosomeNumber`) && length(input_json$`chromosomeNumber`) == 1)) {
          stop(paste("Error! Invalid data for `chromosomeNumber`. Must be an integer:", input_json$`chromosomeNumber`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `chromosomeNumber` is missing."))
      }
      # check the required field `percentInChromosomes`
      if (!is.null(input_json$`percentInChromosomes`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `percentInChromosomes` is missing."))
      }
      # check the required field `scaffoldN50`
      if (!is.null(input_json$`scaffoldN50`)) {
        if (!(is.character(input_json$`scaffoldN50`) && length(input_json$`scaffoldN50`) == 1)) {
          stop(paste("Error! Invalid data for `scaffoldN50`. Must be a string:", input_json$`scaffoldN50`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `scaffoldN50` is missing."))
      }
      # check the required field `contigN50`
      if (!is.null(input_json$`contigN50`)) {
        if (!(is.character(input_json$`contigN50`) && length(input_json$`contigN50`) == 1)) {
          stop(paste("Error! Invalid data for `contigN50`. Must be a string:", input_json$`contigN50`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `contigN50` is missing."))
      }
      # check the required field `totalGapLengthMb`
      if (!is.null(input_json$`totalGapLengthMb`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `totalGapLengthMb` is missing."))
      }
      # check the required field `annotationMethod`
      if (!is.null(input_json$`annotationMethod`)) {
        if (!(is.character(input_json$`annotationMethod`) && length(input_json$`annotationMethod`) == 1)) {
          stop(paste("Error! Invalid data for `annotationMethod`. Must be a string:", input_json$`annotationMethod`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `annotationMethod` is missing."))
      }
      # check the required field `submitter`
      if (!is.null(input_json$`submitter`)) {
        if (!(is.character(input_json$`submitter`) && length(input_json$`submitter`) == 1)) {
          stop(paste("Error! Invalid data for `submitter`. Must be a string:", input_json$`submitter`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `submitter` is missing."))
      }
      # check the required field `submissionDate`
      if (!is.null(input_json$`submissionDate`)) {
        if (!(is.character(input_json$`submissionDate`) && length(input_json$`submissionDate`) == 1)) {
          stop(paste("Error! Invalid data for `submissionDate`. Must be a string:", input_json$`submissionDate`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeAssembly: the required field `submissionDate` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of GenomeAssembly
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `accession` is null
      if (is.null(self$`accession`)) {
        return(FALSE)
      }

      # check if the required `assemblyLevel` is null
      if (is.null(self$`assemblyLevel`)) {
        return(FALSE)
      }

      if (self$`genomeSizeMb` < 0) {
        return(FALSE)
      }

      if (self$`scaffoldCount` < 0) {
        return(FALSE)
      }

      if (self$`contigCount` < 0) {
        return(FALSE)
      }

      if (self$`gcContent` > 100) {
        return(FALSE)
      }
      if (self$`gcContent` < 0) {
        return(FALSE)
      }

      if (self$`chromosomeCount` < 0) {
        return(FALSE)
      }

      if (self$`chromosomeNumber` < 0) {
        return(FALSE)
      }

      if (self$`percentInChromosomes` > 100) {
        return(FALSE)
      }
      if (self$`percentInChromosomes` < 0) {
        return(FALSE)
      }

      if (self$`totalGapLengthMb` < 0) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `accession` is null
      if (is.null(self$`accession`)) {
        invalid_fields["accession"] <- "Non-nullable required field `accession` cannot be null."
      }

      # check if the required `assemblyLevel` is null
      if (is.null(self$`assemblyLevel`)) {
        invalid_fields["assemblyLevel"] <- "Non-nullable required field `assemblyLevel` cannot be null."
      }

      if (self$`genomeSizeMb` < 0) {
        invalid_fields["genomeSizeMb"] <- "Invalid value for `genomeSizeMb`, must be bigger than or equal to 0."
      }

      if (self$`scaffoldCount` < 0) {
        invalid_fields["scaffoldCount"] <- "Invalid value for `scaffoldCount`, must be bigger than or equal to 0."
      }

      if (self$`contigCount` < 0) {
        invalid_fields["contigCount"] <- "Invalid value for `contigCount`, must be bigger than or equal to 0."
      }

      if (self$`gcContent` > 100) {
        invalid_fields["gcContent"] <- "Invalid value for `gcContent`, must be smaller than or equal to 100."
      }
      if (self$`gcContent` < 0) {
        invalid_fields["gcContent"] <- "Invalid value for `gcContent`, must be bigger than or equal to 0."
      }

      if (self$`chromosomeCount` < 0) {
        invalid_fields["chromosomeCount"] <- "Invalid value for `chromosomeCount`, must be bigger than or equal to 0."
      }

      if (self$`chromosomeNumber` < 0) {
        invalid_fields["chromosomeNumber"] <- "Invalid value for `chromosomeNumber`, must be bigger than or equal to 0."
      }

      if (self$`percentInChromosomes` > 100) {
        invalid_fields["percentInChromosomes"] <- "Invalid value for `percentInChromosomes`, must be smaller than or equal to 100."
      }
      if (self$`percentInChromosomes` < 0) {
        invalid_fields["percentInChromosomes"] <- "Invalid value for `percentInChromosomes`, must be bigger than or equal to 0."
      }

      if (self$`totalGapLengthMb` < 0) {
        invalid_fields["totalGapLengthMb"] <- "Invalid value for `totalGapLengthMb`, must be bigger than or equal to 0."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# GenomeAssembly$unlock()
#
## Below is an example to define the print function
# GenomeAssembly$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# GenomeAssembly$lock()

