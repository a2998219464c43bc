#' Create a new BlastSearchRequest
#'
#' @description
#' BlastSearchRequest Class
#'
#' @docType class
#' @title BlastSearchRequest
#' @description BlastSearchRequest Class
#' @format An \code{R6Class} generator object
#' @field sequence Query sequence, FASTA or raw (at most 100,000 characters). Checked against the program's alphabet: nucleotide for blastn/blastx/tblastx, protein for blastp/tblastn. character
#' @field program  \link{BlastProgram}
#' @field database An `id` from `/blast/databases`; its type must match the program. character
#' @field evalue E-value threshold. character [optional]
#' @field maxHits Maximum number of aligned hits. integer [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BlastSearchRequest <- R6::R6Class(
  "BlastSearchRequest",
  public = list(
    `sequence` = NULL,
    `program` = NULL,
    `database` = NULL,
    `evalue` = NULL,
    `maxHits` = NULL,

    #' @description
    #' Initialize a new BlastSearchRequest class.
    #'
    #' @param sequence Query sequence, FASTA or raw (at most 100,000 characters). Checked against the program's alphabet: nucleotide for blastn/blastx/tblastx, protein for blastp/tblastn.
    #' @param program program
    #' @param database An `id` from `/blast/databases`; its type must match the program.
    #' @param evalue E-value threshold.. Default to "1e-5".
    #' @param maxHits Maximum number of aligned hits.. Default to 50.
    #' @param ... Other optional arguments.
    initialize = function(`sequence`, `program`, `database`, `evalue` = "1e-5", `maxHits` = 50, ...) {
      if (!missing(`sequence`)) {
        if (!(is.character(`sequence`) && length(`sequence`) == 1)) {
          stop(paste("Error! Invalid data for `sequence`. Must be a string:", `sequence`))
        }
        self$`sequence` <- `sequence`
      }
      if (!missing(`program`)) {
        if (!(`program` %in% c())) {
          stop(paste("Error! \"", `program`, "\" cannot be assigned to `program`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`program`))
        self$`program` <- `program`
      }
      if (!missing(`database`)) {
        if (!(is.character(`database`) && length(`database`) == 1)) {
          stop(paste("Error! Invalid data for `database`. Must be a string:", `database`))
        }
        self$`database` <- `database`
      }
      if (!is.null(`evalue`)) {
        if (!(is.character(`evalue`) && length(`evalue`) == 1)) {
          stop(paste("Error! Invalid data for `evalue`. Must be a string:", `evalue`))
        }
        self$`evalue` <- `evalue`
      }
      if (!is.null(`maxHits`)) {
        if (!(is.numeric(`maxHits`) && length(`maxHits`) == 1)) {
          stop(paste("Error! Invalid data for `maxHits`. Must be an integer:", `maxHits`))
        }
        self$`maxHits` <- `maxHits`
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
    #' @return BlastSearchRequest as a base R list.
    #' @examples
    #' # convert array of BlastSearchRequest (x) to a data frame
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
    #' Convert BlastSearchRequest to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BlastSearchRequestObject <- list()
      if (!is.null(self$`sequence`)) {
        BlastSearchRequestObject[["sequence"]] <-
          self$`sequence`
      }
      if (!is.null(self$`program`)) {
        BlastSearchRequestObject[["program"]] <-
          self$extractSimpleType(self$`program`)
      }
      if (!is.null(self$`database`)) {
        BlastSearchRequestObject[["database"]] <-
          self$`database`
      }
      if (!is.null(self$`evalue`)) {
        BlastSearchRequestObject[["evalue"]] <-
          self$`evalue`
      }
      if (!is.null(self$`maxHits`)) {
        BlastSearchRequestObject[["maxHits"]] <-
          self$`maxHits`
      }
      return(BlastSearchRequestObject)
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
    #' Deserialize JSON string into an instance of BlastSearchRequest
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastSearchRequest
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`sequence`)) {
        self$`sequence` <- this_object$`sequence`
      }
      if (!is.null(this_object$`program`)) {
        `program_object` <- BlastProgram$new()
        `program_object`$fromJSON(jsonlite::toJSON(this_object$`program`, auto_unbox = TRUE, digits = NA))
        self$`program` <- `program_object`
      }
      if (!is.null(this_object$`database`)) {
        self$`database` <- this_object$`database`
      }
      if (!is.null(this_object$`evalue`)) {
        self$`evalue` <- this_object$`evalue`
      }
      if (!is.null(this_object$`maxHits`)) {
        self$`maxHits` <- this_object$`maxHits`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BlastSearchRequest in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastSearchRequest
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastSearchRequest
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`sequence` <- this_object$`sequence`
      self$`program` <- BlastProgram$new()$fromJSON(jsonlite::toJSON(this_object$`program`, auto_unbox = TRUE, digits = NA))
      self$`database` <- this_object$`database`
      self$`evalue` <- this_object$`evalue`
      self$`maxHits` <- this_object$`maxHits`
      self
    },

    #' @description
    #' Validate JSON input with respect to BlastSearchRequest and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `sequence`
      if (!is.null(input_json$`sequence`)) {
        if (!(is.character(input_json$`sequence`) && length(input_json$`sequence`) == 1)) {
          stop(paste("Error! Invalid data for `sequence`. Must be a string:", input_json$`sequence`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastSearchRequest: the required field `sequence` is missing."))
      }
      # check the required field `program`
      if (!is.null(input_json$`program`)) {
        stopifnot(R6::is.R6(input_json$`program`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastSearchRequest: the required field `program` is missing."))
      }
      # check the required field `database`
      if (!is.null(input_json$`database`)) {
        if (!(is.character(input_json$`database`) && length(input_json$`database`) == 1)) {
          stop(paste("Error! Invalid data for `database`. Must be a string:", input_json$`database`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastSearchRequest: the required field `database` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BlastSearchRequest
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `sequence` is null
      if (is.null(self$`sequence`)) {
        return(FALSE)
      }

      if (nchar(self$`sequence`) > 100000) {
        return(FALSE)
      }
      if (nchar(self$`sequence`) < 1) {
        return(FALSE)
      }

      # check if the required `program` is null
      if (is.null(self$`program`)) {
        return(FALSE)
      }

      # check if the required `database` is null
      if (is.null(self$`database`)) {
        return(FALSE)
      }

      if (!str_detect(self$`database`, "^[0-9a-f]{32}$")) {
        return(FALSE)
      }

      if (!str_detect(self$`evalue`, "^([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?$")) {
        return(FALSE)
      }

      if (self$`maxHits` > 500) {
        return(FALSE)
      }
      if (self$`maxHits` < 1) {
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
      # check if the required `sequence` is null
      if (is.null(self$`sequence`)) {
        invalid_fields["sequence"] <- "Non-nullable required field `sequence` cannot be null."
      }

      if (nchar(self$`sequence`) > 100000) {
        invalid_fields["sequence"] <- "Invalid length for `sequence`, must be smaller than or equal to 100000."
      }
      if (nchar(self$`sequence`) < 1) {
        invalid_fields["sequence"] <- "Invalid length for `sequence`, must be bigger than or equal to 1."
      }

      # check if the required `program` is null
      if (is.null(self$`program`)) {
        invalid_fields["program"] <- "Non-nullable required field `program` cannot be null."
      }

      # check if the required `database` is null
      if (is.null(self$`database`)) {
        invalid_fields["database"] <- "Non-nullable required field `database` cannot be null."
      }

      if (!str_detect(self$`database`, "^[0-9a-f]{32}$")) {
        invalid_fields["database"] <- "Invalid value for `database`, must conform to the pattern ^[0-9a-f]{32}$."
      }

      if (!str_detect(self$`evalue`, "^([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?$")) {
        invalid_fields["evalue"] <- "Invalid value for `evalue`, must conform to the pattern ^([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?$."
      }

      if (self$`maxHits` > 500) {
        invalid_fields["maxHits"] <- "Invalid value for `maxHits`, must be smaller than or equal to 500."
      }
      if (self$`maxHits` < 1) {
        invalid_fields["maxHits"] <- "Invalid value for `maxHits`, must be bigger than or equal to 1."
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
# BlastSearchRequest$unlock()
#
## Below is an example to define the print function
# BlastSearchRequest$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BlastSearchRequest$lock()

