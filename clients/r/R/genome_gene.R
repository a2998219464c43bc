#' Create a new GenomeGene
#'
#' @description
#' GenomeGene Class
#'
#' @docType class
#' @title GenomeGene
#' @description GenomeGene Class
#' @format An \code{R6Class} generator object
#' @field geneId  character
#' @field symbol  character
#' @field chromosome Sequence (chromosome) name or accession the gene lies on. character
#' @field start  integer
#' @field end  integer
#' @field strand  character
#' @field description  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
GenomeGene <- R6::R6Class(
  "GenomeGene",
  public = list(
    `geneId` = NULL,
    `symbol` = NULL,
    `chromosome` = NULL,
    `start` = NULL,
    `end` = NULL,
    `strand` = NULL,
    `description` = NULL,

    #' @description
    #' Initialize a new GenomeGene class.
    #'
    #' @param geneId geneId
    #' @param symbol symbol
    #' @param chromosome Sequence (chromosome) name or accession the gene lies on.
    #' @param start start
    #' @param end end
    #' @param strand strand
    #' @param description description
    #' @param ... Other optional arguments.
    initialize = function(`geneId`, `symbol`, `chromosome`, `start`, `end`, `strand`, `description`, ...) {
      if (!missing(`geneId`)) {
        if (!(is.character(`geneId`) && length(`geneId`) == 1)) {
          stop(paste("Error! Invalid data for `geneId`. Must be a string:", `geneId`))
        }
        self$`geneId` <- `geneId`
      }
      if (!missing(`symbol`)) {
        if (!(is.character(`symbol`) && length(`symbol`) == 1)) {
          stop(paste("Error! Invalid data for `symbol`. Must be a string:", `symbol`))
        }
        self$`symbol` <- `symbol`
      }
      if (!missing(`chromosome`)) {
        if (!(is.character(`chromosome`) && length(`chromosome`) == 1)) {
          stop(paste("Error! Invalid data for `chromosome`. Must be a string:", `chromosome`))
        }
        self$`chromosome` <- `chromosome`
      }
      if (!missing(`start`)) {
        if (!(is.numeric(`start`) && length(`start`) == 1)) {
          stop(paste("Error! Invalid data for `start`. Must be an integer:", `start`))
        }
        self$`start` <- `start`
      }
      if (!missing(`end`)) {
        if (!(is.numeric(`end`) && length(`end`) == 1)) {
          stop(paste("Error! Invalid data for `end`. Must be an integer:", `end`))
        }
        self$`end` <- `end`
      }
      if (!missing(`strand`)) {
        if (!(`strand` %in% c("+", "-", "."))) {
          stop(paste("Error! \"", `strand`, "\" cannot be assigned to `strand`. Must be \"+\", \"-\", \".\".", sep = ""))
        }
        if (!(is.character(`strand`) && length(`strand`) == 1)) {
          stop(paste("Error! Invalid data for `strand`. Must be a string:", `strand`))
        }
        self$`strand` <- `strand`
      }
      if (!missing(`description`)) {
        if (!(is.character(`description`) && length(`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", `description`))
        }
        self$`description` <- `description`
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
    #' @return GenomeGene as a base R list.
    #' @examples
    #' # convert array of GenomeGene (x) to a data frame
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
    #' Convert GenomeGene to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      GenomeGeneObject <- list()
      if (!is.null(self$`geneId`)) {
        GenomeGeneObject[["geneId"]] <-
          self$`geneId`
      }
      if (!is.null(self$`symbol`)) {
        GenomeGeneObject[["symbol"]] <-
          self$`symbol`
      }
      if (!is.null(self$`chromosome`)) {
        GenomeGeneObject[["chromosome"]] <-
          self$`chromosome`
      }
      if (!is.null(self$`start`)) {
        GenomeGeneObject[["start"]] <-
          self$`start`
      }
      if (!is.null(self$`end`)) {
        GenomeGeneObject[["end"]] <-
          self$`end`
      }
      if (!is.null(self$`strand`)) {
        GenomeGeneObject[["strand"]] <-
          self$`strand`
      }
      if (!is.null(self$`description`)) {
        GenomeGeneObject[["description"]] <-
          self$`description`
      }
      return(GenomeGeneObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeGene
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeGene
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`geneId`)) {
        self$`geneId` <- this_object$`geneId`
      }
      if (!is.null(this_object$`symbol`)) {
        self$`symbol` <- this_object$`symbol`
      }
      if (!is.null(this_object$`chromosome`)) {
        self$`chromosome` <- this_object$`chromosome`
      }
      if (!is.null(this_object$`start`)) {
        self$`start` <- this_object$`start`
      }
      if (!is.null(this_object$`end`)) {
        self$`end` <- this_object$`end`
      }
      if (!is.null(this_object$`strand`)) {
        if (!is.null(this_object$`strand`) && !(this_object$`strand` %in% c("+", "-", "."))) {
          stop(paste("Error! \"", this_object$`strand`, "\" cannot be assigned to `strand`. Must be \"+\", \"-\", \".\".", sep = ""))
        }
        self$`strand` <- this_object$`strand`
      }
      if (!is.null(this_object$`description`)) {
        self$`description` <- this_object$`description`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return GenomeGene in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeGene
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeGene
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`geneId` <- this_object$`geneId`
      self$`symbol` <- this_object$`symbol`
      self$`chromosome` <- this_object$`chromosome`
      self$`start` <- this_object$`start`
      self$`end` <- this_object$`end`
      if (!is.null(this_object$`strand`) && !(this_object$`strand` %in% c("+", "-", "."))) {
        stop(paste("Error! \"", this_object$`strand`, "\" cannot be assigned to `strand`. Must be \"+\", \"-\", \".\".", sep = ""))
      }
      self$`strand` <- this_object$`strand`
      self$`description` <- this_object$`description`
      self
    },

    #' @description
    #' Validate JSON input with respect to GenomeGene and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `geneId`
      if (!is.null(input_json$`geneId`)) {
        if (!(is.character(input_json$`geneId`) && length(input_json$`geneId`) == 1)) {
          stop(paste("Error! Invalid data for `geneId`. Must be a string:", input_json$`geneId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeGene: the required field `geneId` is missing."))
      }
      # check the required field `symbol`
      if (!is.null(input_json$`symbol`)) {
        if (!(is.character(input_json$`symbol`) && length(input_json$`symbol`) == 1)) {
          stop(paste("Error! Invalid data for `symbol`. Must be a string:", input_json$`symbol`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeGene: the required field `symbol` is missing."))
      }
      # check the required field `chromosome`
      if (!is.null(input_json$`chromosome`)) {
        if (!(is.character(input_json$`chromosome`) && length(input_json$`chromosome`) == 1)) {
          stop(paste("Error! Invalid data for `chromosome`. Must be a string:", input_json$`chromosome`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeGene: the required field `chromosome` is missing."))
      }
      # check the required field `start`
      if (!is.null(input_json$`start`)) {
        if (!(is.numeric(input_json$`start`) && length(input_json$`start`) == 1)) {
          stop(paste("Error! Invalid data for `start`. Must be an integer:", input_json$`start`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeGene: the required field `start` is missing."))
      }
      # check the required field `end`
      if (!is.null(input_json$`end`)) {
        if (!(is.numeric(input_json$`end`) && length(input_json$`end`) == 1)) {
          stop(paste("Error! Invalid data for `end`. Must be an integer:", input_json$`end`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeGene: the required field `end` is missing."))
      }
      # check the required field `strand`
      if (!is.null(input_json$`strand`)) {
        if (!(is.character(input_json$`strand`) && length(input_json$`strand`) == 1)) {
          stop(paste("Error! Invalid data for `strand`. Must be a string:", input_json$`strand`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeGene: the required field `strand` is missing."))
      }
      # check the required field `description`
      if (!is.null(input_json$`description`)) {
        if (!(is.character(input_json$`description`) && length(input_json$`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", input_json$`description`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeGene: the required field `description` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of GenomeGene
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `geneId` is null
      if (is.null(self$`geneId`)) {
        return(FALSE)
      }

      # check if the required `chromosome` is null
      if (is.null(self$`chromosome`)) {
        return(FALSE)
      }

      # check if the required `start` is null
      if (is.null(self$`start`)) {
        return(FALSE)
      }

      if (self$`start` < 0) {
        return(FALSE)
      }

      # check if the required `end` is null
      if (is.null(self$`end`)) {
        return(FALSE)
      }

      if (self$`end` < 0) {
        return(FALSE)
      }

      # check if the required `strand` is null
      if (is.null(self$`strand`)) {
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
      # check if the required `geneId` is null
      if (is.null(self$`geneId`)) {
        invalid_fields["geneId"] <- "Non-nullable required field `geneId` cannot be null."
      }

      # check if the required `chromosome` is null
      if (is.null(self$`chromosome`)) {
        invalid_fields["chromosome"] <- "Non-nullable required field `chromosome` cannot be null."
      }

      # check if the required `start` is null
      if (is.null(self$`start`)) {
        invalid_fields["start"] <- "Non-nullable required field `start` cannot be null."
      }

      if (self$`start` < 0) {
        invalid_fields["start"] <- "Invalid value for `start`, must be bigger than or equal to 0."
      }

      # check if the required `end` is null
      if (is.null(self$`end`)) {
        invalid_fields["end"] <- "Non-nullable required field `end` cannot be null."
      }

      if (self$`end` < 0) {
        invalid_fields["end"] <- "Invalid value for `end`, must be bigger than or equal to 0."
      }

      # check if the required `strand` is null
      if (is.null(self$`strand`)) {
        invalid_fields["strand"] <- "Non-nullable required field `strand` cannot be null."
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
# GenomeGene$unlock()
#
## Below is an example to define the print function
# GenomeGene$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# GenomeGene$lock()

