#' Create a new GenomeChromosome
#'
#' @description
#' GenomeChromosome Class
#'
#' @docType class
#' @title GenomeChromosome
#' @description GenomeChromosome Class
#' @format An \code{R6Class} generator object
#' @field name Chromosome name (number, Z or W) or sequence name. character
#' @field refName Sequence accession used as the browser reference name. character
#' @field length  integer
#' @field gcContent GC content in percent. numeric
#' @field sortOrder  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
GenomeChromosome <- R6::R6Class(
  "GenomeChromosome",
  public = list(
    `name` = NULL,
    `refName` = NULL,
    `length` = NULL,
    `gcContent` = NULL,
    `sortOrder` = NULL,

    #' @description
    #' Initialize a new GenomeChromosome class.
    #'
    #' @param name Chromosome name (number, Z or W) or sequence name.
    #' @param refName Sequence accession used as the browser reference name.
    #' @param length length
    #' @param gcContent GC content in percent.
    #' @param sortOrder sortOrder
    #' @param ... Other optional arguments.
    initialize = function(`name`, `refName`, `length`, `gcContent`, `sortOrder`, ...) {
      if (!missing(`name`)) {
        if (!(is.character(`name`) && length(`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", `name`))
        }
        self$`name` <- `name`
      }
      if (!missing(`refName`)) {
        if (!(is.character(`refName`) && length(`refName`) == 1)) {
          stop(paste("Error! Invalid data for `refName`. Must be a string:", `refName`))
        }
        self$`refName` <- `refName`
      }
      if (!missing(`length`)) {
        if (!(is.numeric(`length`) && length(`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be an integer:", `length`))
        }
        self$`length` <- `length`
      }
      if (!missing(`gcContent`)) {
        self$`gcContent` <- `gcContent`
      }
      if (!missing(`sortOrder`)) {
        if (!(is.numeric(`sortOrder`) && length(`sortOrder`) == 1)) {
          stop(paste("Error! Invalid data for `sortOrder`. Must be an integer:", `sortOrder`))
        }
        self$`sortOrder` <- `sortOrder`
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
    #' @return GenomeChromosome as a base R list.
    #' @examples
    #' # convert array of GenomeChromosome (x) to a data frame
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
    #' Convert GenomeChromosome to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      GenomeChromosomeObject <- list()
      if (!is.null(self$`name`)) {
        GenomeChromosomeObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`refName`)) {
        GenomeChromosomeObject[["refName"]] <-
          self$`refName`
      }
      if (!is.null(self$`length`)) {
        GenomeChromosomeObject[["length"]] <-
          self$`length`
      }
      if (!is.null(self$`gcContent`)) {
        GenomeChromosomeObject[["gcContent"]] <-
          self$`gcContent`
      }
      if (!is.null(self$`sortOrder`)) {
        GenomeChromosomeObject[["sortOrder"]] <-
          self$`sortOrder`
      }
      return(GenomeChromosomeObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeChromosome
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeChromosome
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`refName`)) {
        self$`refName` <- this_object$`refName`
      }
      if (!is.null(this_object$`length`)) {
        self$`length` <- this_object$`length`
      }
      if (!is.null(this_object$`gcContent`)) {
        self$`gcContent` <- this_object$`gcContent`
      }
      if (!is.null(this_object$`sortOrder`)) {
        self$`sortOrder` <- this_object$`sortOrder`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return GenomeChromosome in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeChromosome
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeChromosome
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`name` <- this_object$`name`
      self$`refName` <- this_object$`refName`
      self$`length` <- this_object$`length`
      self$`gcContent` <- this_object$`gcContent`
      self$`sortOrder` <- this_object$`sortOrder`
      self
    },

    #' @description
    #' Validate JSON input with respect to GenomeChromosome and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeChromosome: the required field `name` is missing."))
      }
      # check the required field `refName`
      if (!is.null(input_json$`refName`)) {
        if (!(is.character(input_json$`refName`) && length(input_json$`refName`) == 1)) {
          stop(paste("Error! Invalid data for `refName`. Must be a string:", input_json$`refName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeChromosome: the required field `refName` is missing."))
      }
      # check the required field `length`
      if (!is.null(input_json$`length`)) {
        if (!(is.numeric(input_json$`length`) && length(input_json$`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be an integer:", input_json$`length`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeChromosome: the required field `length` is missing."))
      }
      # check the required field `gcContent`
      if (!is.null(input_json$`gcContent`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeChromosome: the required field `gcContent` is missing."))
      }
      # check the required field `sortOrder`
      if (!is.null(input_json$`sortOrder`)) {
        if (!(is.numeric(input_json$`sortOrder`) && length(input_json$`sortOrder`) == 1)) {
          stop(paste("Error! Invalid data for `sortOrder`. Must be an integer:", input_json$`sortOrder`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeChromosome: the required field `sortOrder` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of GenomeChromosome
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `name` is null
      if (is.null(self$`name`)) {
        return(FALSE)
      }

      # check if the required `refName` is null
      if (is.null(self$`refName`)) {
        return(FALSE)
      }

      if (self$`length` < 0) {
        return(FALSE)
      }

      if (self$`gcContent` > 100) {
        return(FALSE)
      }
      if (self$`gcContent` < 0) {
        return(FALSE)
      }

      # check if the required `sortOrder` is null
      if (is.null(self$`sortOrder`)) {
        return(FALSE)
      }

      if (self$`sortOrder` < 0) {
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
      # check if the required `name` is null
      if (is.null(self$`name`)) {
        invalid_fields["name"] <- "Non-nullable required field `name` cannot be null."
      }

      # check if the required `refName` is null
      if (is.null(self$`refName`)) {
        invalid_fields["refName"] <- "Non-nullable required field `refName` cannot be null."
      }

      if (self$`length` < 0) {
        invalid_fields["length"] <- "Invalid value for `length`, must be bigger than or equal to 0."
      }

      if (self$`gcContent` > 100) {
        invalid_fields["gcContent"] <- "Invalid value for `gcContent`, must be smaller than or equal to 100."
      }
      if (self$`gcContent` < 0) {
        invalid_fields["gcContent"] <- "Invalid value for `gcContent`, must be bigger than or equal to 0."
      }

      # check if the required `sortOrder` is null
      if (is.null(self$`sortOrder`)) {
        invalid_fields["sortOrder"] <- "Non-nullable required field `sortOrder` cannot be null."
      }

      if (self$`sortOrder` < 0) {
        invalid_fields["sortOrder"] <- "Invalid value for `sortOrder`, must be bigger than or equal to 0."
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
# GenomeChromosome$unlock()
#
## Below is an example to define the print function
# GenomeChromosome$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# GenomeChromosome$lock()

